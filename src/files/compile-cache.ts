// Node's on-disk cache of compiled code (module.enableCompileCache, Node 22.8 and later; older
// Node goes without). A bundle's entry turns it on before it loads the rest of itself, so that
// the next run reads the compiled code instead of compiling it again. Node keeps the cache in
// its temporary folder (node-compile-cache) unless NODE_COMPILE_CACHE names another folder;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. A cache that cannot be written changes nothing but
// the time: Node then compiles as it would without one.
import module from 'node:module';

export function enableCompileCache(): void {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}
