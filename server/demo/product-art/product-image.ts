import { access, mkdir, rename, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { ITEM_IMAGE_FOLDER } from "../../modules/media/index.ts";
import { IMAGE_SIZE } from "./product-scene.ts";
import { renderProductSvg, type ProductImageSpec } from "./product-svg.ts";

export { IMAGE_SIZE };

export function productImageFileName(cleanName: string, imageId: number): string {
  return `${ITEM_IMAGE_FOLDER}/${cleanName}-${imageId}.webp`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renders the art-directed still life of a product to a square WebP. An existing file is
 * kept (it may be a photo the operator uploaded in its place). The file appears under its
 * name only when complete, so an interrupted run never leaves a half-written image that a
 * later run would skip.
 */
export async function generateProductImage(spec: ProductImageSpec, file: string): Promise<"written" | "skipped"> {
  if (await exists(file)) return "skipped";
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await sharp(Buffer.from(renderProductSvg(spec)))
      // The scene is opaque; without an alpha plane WebP encodes about a third faster.
      .removeAlpha()
      // effort 0 of 6: flat illustrations gain little from slower compression, and the
      // whole catalog has to render within the seed's time budget.
      .webp({ quality: 84, effort: 0 })
      .toFile(partial);
    await rename(partial, file);
    return "written";
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export type ImageJob = { spec: ProductImageSpec; fileName: string };

/**
 * Renders many images with a few in flight at a time: sharp runs each on libuv's thread
 * pool, so the cores stay busy while the main thread builds the next SVG.
 */
export async function generateProductImages(
  mediaDir: string,
  jobs: readonly ImageJob[],
  concurrency = availableParallelism() + 2,
): Promise<{ written: number; skipped: number }> {
  let next = 0;
  const counts = { written: 0, skipped: 0 };
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      counts[await generateProductImage(job.spec, path.join(mediaDir, job.fileName))]++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return counts;
}
