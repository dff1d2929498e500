import type { Compiler } from 'webpack'

/**
 * A webpack plugin that adds files to the compilation's output, as if they
 * were built: `files()` is read at each compilation (so the dev server picks
 * up files that change between builds) and gives output paths and contents.
 * The favicon plugin emits its web manifest this way, the search plugin the
 * last build's index in `npm start`.
 */
export function emitAssets(
  name: string,
  files: () => Iterable<[outputPath: string, content: string | Buffer]>,
) {
  return {
    apply(compiler: Compiler) {
      const { Compilation, sources } = compiler.webpack
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const [outputPath, content] of files()) {
              compilation.emitAsset(outputPath, new sources.RawSource(content))
            }
          },
        )
      })
    },
  }
}
