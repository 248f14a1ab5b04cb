import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image.tsx";

/**
 * The attributes of each element named `tag`, in document order. Names are lower-cased
 * as a browser reads them (React writes `srcSet`, `fetchPriority`).
 */
function elements(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name?.toLowerCase(), value]),
    ),
  );
}

const SIZES = "(min-width: 1024px) 33vw, 100vw";

function srcSet(format: string, widths: number[]): string {
  return widths.map((width) => `/media/items/${width}/sofa-oslo-1001-1.${format} ${width}w`).join(", ");
}

describe("ResponsiveImage", () => {
  it("offers AVIF, WebP and JPEG at every width up to the source's", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage
        fileName="sofa-oslo-1001-1.webp"
        alt="Sofa Oslo, grey"
        width={1536}
        height={1536}
        sizes={SIZES}
        className="w-full"
      />,
    );
    const all = [320, 640, 768, 1024, 1280, 1536];
    expect(markup.startsWith('<picture class="contents"><source')).toBe(true);
    expect(elements(markup, "source")).toEqual([
      { type: "image/avif", srcset: srcSet("avif", all), sizes: SIZES },
      { type: "image/webp", srcset: srcSet("webp", all), sizes: SIZES },
    ]);
    expect(elements(markup, "img")).toEqual([
      {
        src: "/media/items/640/sofa-oslo-1001-1.jpg",
        srcset: srcSet("jpg", all),
        sizes: SIZES,
        alt: "Sofa Oslo, grey",
        width: "1536",
        height: "1536",
        decoding: "async",
        class: "w-full",
        loading: "lazy",
      },
    ]);
  });

  it("loads the priority image at once and first", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage fileName="sofa-oslo-1001-1.webp" alt="" width={1536} height={1024} sizes="100vw" priority />,
    );
    const [img] = elements(markup, "img");
    expect(img).toMatchObject({ loading: "eager", fetchpriority: "high", decoding: "async", alt: "" });
    // One preload, of the AVIF the <picture> picks, with its srcset and sizes: React adds none
    // of its own for the <img> inside <picture> (the JPEG fallback).
    const links = elements(markup, "link");
    expect(links).toEqual([
      {
        rel: "preload",
        as: "image",
        type: "image/avif",
        fetchpriority: "high",
        imagesrcset: srcSet("avif", [320, 640, 768, 1024, 1280, 1536]),
        imagesizes: "100vw",
      },
    ]);
  });

  it("stops the srcset at the source's width and falls back to the largest width it has", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage fileName="sofa-oslo-1001-1.webp" alt="Sofa" width={600} height={400} sizes="50vw" />,
    );
    expect(elements(markup, "source").map((source) => source["srcset"])).toEqual([
      srcSet("avif", [320]),
      srcSet("webp", [320]),
    ]);
    expect(elements(markup, "img")[0]).toMatchObject({
      src: "/media/items/320/sofa-oslo-1001-1.jpg",
      srcset: srcSet("jpg", [320]),
      width: "600",
      height: "400",
    });
  });

  it("uses the full size when the source is narrower than every width", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage fileName="sofa-oslo-1001-1.webp" alt="Sofa" width={200} height={200} sizes="200px" />,
    );
    expect(elements(markup, "img")[0]).toMatchObject({
      src: "/media/items/full/sofa-oslo-1001-1.jpg",
      srcset: "/media/items/full/sofa-oslo-1001-1.jpg 200w",
    });
    expect(elements(markup, "source")[0]?.["srcset"]).toBe("/media/items/full/sofa-oslo-1001-1.avif 200w");
  });

  it("shows the placeholder, with the alt text and box, when there is no image", () => {
    const markup = renderToStaticMarkup(
      <ResponsiveImage fileName={null} alt="Shipping" width={400} height={400} sizes="64px" className="size-16" />,
    );
    expect(markup).not.toContain("<picture");
    expect(elements(markup, "img")).toEqual([
      {
        src: "/images/placeholder.svg",
        alt: "Shipping",
        width: "400",
        height: "400",
        decoding: "async",
        class: "size-16",
        loading: "lazy",
      },
    ]);
  });
});
