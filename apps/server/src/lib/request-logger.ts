import type { FastifyBaseLogger } from 'fastify'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
type Bindings = Record<string, unknown>
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1]
/** pino's loggers answer this; Fastify's no-op logger (logging off) does not. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean }
const isLevelAware = (logger: FastifyBaseLogger): logger is LevelAware =>
  typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function'

/**
 * A request's logger that becomes a real pino child (with the request id) only when something
 * is logged at an enabled level: most requests log nothing, and pino's per-request child cost
 * more than every other part of a cached read's pipeline but the socket. Error logs still carry
 * the request id.
 */
class RequestLogger {
  #parent: LevelAware
  #bindings: Bindings
  #options: ChildOptions
  #child: FastifyBaseLogger | null = null

  constructor(parent: LevelAware, bindings: Bindings, options: ChildOptions) {
    this.#parent = parent
    this.#bindings = bindings
    this.#options = options
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options)
    return this.#child
  }

  #log(level: Level, args: unknown[]): void {
    if (this.#child === null && !this.#parent.isLevelEnabled(level)) return
    ;(this.#real()[level] as (...values: unknown[]) => void)(...args)
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level
  }
  set level(level: string) {
    this.#real().level = level
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args)
  }
  error(...args: unknown[]) {
    this.#log('error', args)
  }
  warn(...args: unknown[]) {
    this.#log('warn', args)
  }
  info(...args: unknown[]) {
    this.#log('info', args)
  }
  debug(...args: unknown[]) {
    this.#log('debug', args)
  }
  trace(...args: unknown[]) {
    this.#log('trace', args)
  }
  silent() {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options)
  }
  isLevelEnabled(level: string): boolean {
    return this.#child && isLevelAware(this.#child)
      ? this.#child.isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level)
  }
}

/**
 * Fastify's `childLoggerFactory`. A route with its own log level or serializers gets a real child
 * at once, and so does a logger that cannot say which levels are on (logging off).
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  if (!isLevelAware(logger) || (options && Object.keys(options).length > 0)) {
    return logger.child(bindings, options)
  }
  return new RequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger
}
