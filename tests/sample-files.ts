import sharp from "sharp";

/**
 * Real files for upload tests, made on the spot: images encoded by sharp (libpng,
 * mozjpeg) and a minimal but complete PDF (catalog, page, cross-reference table).
 */

export async function samplePng(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#1d5651" } })
    .png()
    .toBuffer();
}

export async function sampleJpeg(size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: "#c9a227" } })
    .jpeg()
    .toBuffer();
}

export function samplePdf(): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

export const SAMPLE_TEXT = Buffer.from("Just some words, not an image.\n", "utf8");
