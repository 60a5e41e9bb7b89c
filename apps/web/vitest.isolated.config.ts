import { filesThatMockModules, webProject } from './vitest.shared.ts'

export default webProject({
  name: 'web (isolated)',
  include: filesThatMockModules,
})
