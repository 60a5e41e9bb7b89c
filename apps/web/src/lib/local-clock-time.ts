const twoDigits = (value: number) => String(value).padStart(2, '0')

/** The writer's clock as HH:MM: the server cannot know it, and a 2 am text reads differently. */
export const localClockTime = (now: Date) => `${twoDigits(now.getHours())}:${twoDigits(now.getMinutes())}`
