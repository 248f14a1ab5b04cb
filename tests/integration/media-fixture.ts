/** Images and uploads for the media library's integration tests (docs/images.md). */
import sharp from "sharp";
import type { MediaEntry } from "#common/schemas/media-library.ts";
import type { ShopClient } from "./shop-client.ts";

/** A one-colour image (half transparent where it has alpha). */
export const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 60, b: 30, alpha: 0.5 } } });

function uploadForm(bytes: Uint8Array, name: string, type = "application/octet-stream"): FormData {
  const data = new FormData();
  data.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

export const upload = (client: ShopClient, bytes: Uint8Array, name: string, type?: string) =>
  client.send<MediaEntry>("doUploadMedia", uploadForm(bytes, name, type));
