/**
 * The videos a Video block can show (docs/blocks.md "Video"): YouTube and Vimeo, by the address
 * an operator copies from the browser. The block stores that address; the page embeds the
 * privacy-friendly player (YouTube's no-cookie domain, Vimeo with Do Not Track) only after the
 * visitor's click or consent (docs/consent.md, external media).
 */
export type VideoProvider = "youtube" | "vimeo";
export type Video = { provider: VideoProvider; id: string; embedUrl: string; watchUrl: string };

/** The player's origins, for the Content Security Policy's frame-src. */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[0-9]{1,12}$/;

function youtube(id: string): Video | null {
  if (!YOUTUBE_ID.test(id)) return null;
  return {
    provider: "youtube",
    id,
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function vimeo(id: string): Video | null {
  if (!VIMEO_ID.test(id)) return null;
  return {
    provider: "vimeo",
    id,
    embedUrl: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`,
    watchUrl: `https://vimeo.com/${id}`,
  };
}

/**
 * The video of an address: youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts|embed|live/…,
 * vimeo.com/…, player.vimeo.com/video/…; https only. Anything else is null.
 */
export function parseVideoUrl(address: string): Video | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return parts.length === 1 ? youtube(parts[0]!) : null;
  if (YOUTUBE_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") return youtube(url.searchParams.get("v") ?? "");
    if (parts.length === 2 && ["shorts", "embed", "live"].includes(parts[0]!)) return youtube(parts[1]!);
    return null;
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") return parts.length === 1 ? vimeo(parts[0]!) : null;
  if (host === "player.vimeo.com") return parts.length === 2 && parts[0] === "video" ? vimeo(parts[1]!) : null;
  return null;
}
