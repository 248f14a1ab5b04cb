import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, sharedPageDecision, sharedPageKey, strongEtag } from "./shared-pages.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("shared pages", () => {
  it("names every inline script the page runs by hash, and no script with a src or a data type", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script type="module">import "/assets/x.js";</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      "<script>window.a=1</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/assets/x.js";')]);
  });

  it("hashes a page's bytes as it hashes its text, umlauts and split characters included", () => {
    const html = '<p>Größe</p><script>window.t="Möbel für Küche – 5 €"</script><script src="/a.js"></script>';
    const bytes = new TextEncoder().encode(html);
    expect(inlineScriptHashes(bytes)).toEqual([sha('window.t="Möbel für Küche – 5 €"')]);
    expect(inlineScriptHashes(bytes)).toEqual(inlineScriptHashes(html));
    expect(strongEtag(bytes)).toBe(strongEtag(html));
    expect(strongEtag(bytes.slice(0, -1))).not.toBe(strongEtag(html));
  });

  it("keys a page by origin, path and query", () => {
    expect(sharedPageKey(new URL("https://shop.example/wohnen?page=2"))).toBe("https://shop.example/wohnen?page=2");
    expect(sharedPageKey(new URL("https://other.example/wohnen?page=2"))).not.toBe(
      sharedPageKey(new URL("https://shop.example/wohnen?page=2")),
    );
  });

  it("gives the same body the same strong ETag and another body another", () => {
    expect(strongEtag("<html>a</html>")).toBe(strongEtag("<html>a</html>"));
    expect(strongEtag("<html>a</html>")).not.toBe(strongEtag("<html>b</html>"));
    expect(strongEtag("x")).toMatch(/^"[\w-]{32}"$/);
  });

  it("shares only an eligible request, always tagged shop", () => {
    expect(sharedPageDecision(false).shared).toBe(false);
    const refused = sharedPageDecision(false);
    refused.share();
    expect(refused.shared).toBe(false);
    const page = sharedPageDecision(true);
    page.share();
    page.tag("item:1", "item:1", "blocks:category:10");
    expect(page.shared).toBe(true);
    expect([...page.tags]).toEqual(["shop", "item:1", "blocks:category:10"]);
  });
});
