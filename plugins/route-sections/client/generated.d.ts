declare module '@generated/route-sections/sections' {
  /** Folder to its section (plugins/route-sections/client/sections.ts). */
  const table: Record<
    string,
    { load: () => Promise<unknown>; chunks: string[] }
  >
  export default table
}
