declare module '@generated/route-sections/sections' {
  /** Folder to its sections (plugins/route-sections/client/sections.ts). */
  const table: Record<
    string,
    Array<{ from: string; load: () => Promise<unknown>; chunks: string[] }>
  >
  export default table
}
