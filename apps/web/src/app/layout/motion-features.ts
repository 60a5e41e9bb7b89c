import { domAnimation } from 'motion/react'

export default domAnimation
