/** scripts/vite-page-chunks.ts: per lazy page chunk, the URLs the server names as modulepreloads. */
declare module "virtual:page-chunks" {
  const urls: Partial<Record<string, string[]>>;
  export default urls;
}
