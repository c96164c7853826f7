export const HOOKS_ONLY_MODULES: readonly string[];
interface PluginContext {
  error(message: string): never;
}
export function hooksDirect(modules?: readonly string[]): {
  name: string;
  transform(this: PluginContext, code: string, id: string): { code: string; map: null } | null;
};
