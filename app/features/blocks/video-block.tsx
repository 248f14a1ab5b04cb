import { useEffect, useRef, useState } from "react";
import type { Block } from "#common/blocks/block-schema.ts";
import { parseVideoUrl } from "#common/blocks/video-url.ts";
import { allowConsentGroup } from "~/features/consent/consent-bridge.tsx";
import { cookieAccepts } from "~/features/consent/consent-cookie.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";

export type VideoBlockData = Extract<Block, { name: "Video" }>;

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * A YouTube or Vimeo video behind a two-click placeholder (docs/consent.md, external media):
 * nothing of the provider loads until the visitor clicks 'Load video' or has allowed external
 * media (the box below the button, or the cookie settings). Without JavaScript the
 * placeholder links to the video on the provider's site.
 */
export function VideoBlock({ block }: { block: VideoBlockData }) {
  const t = useT();
  const { prefix } = useRootData();
  const hydrated = useHydrated();
  const [clicked, setClicked] = useState(false);
  const [always, setAlways] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const video = parseVideoUrl(block.content.url);
  // Allowed in the cookie settings (read once the page runs: the server's page is the same for all).
  const playing = clicked ? "clicked" : hydrated && cookieAccepts("externalMedia") ? "allowed" : "no";
  // The button that was pressed is gone: the player takes the focus.
  useEffect(() => {
    if (clicked) player.current?.focus();
  }, [clicked]);
  if (!video) return null;
  const provider = PROVIDER_NAMES[video.provider];
  const { title, caption } = block.content;
  const load = () => {
    if (always) allowConsentGroup("externalMedia");
    setClicked(true);
  };
  return (
    <figure className="mx-auto max-w-3xl px-4">
      {playing === "no" ? (
        <div className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-md bg-neutral-900 p-4 text-center text-white sm:aspect-video">
          <p className="text-lg font-semibold">{title}</p>
          <p className="max-w-prose text-sm">
            {t("blocks.video.notice", { provider })}{" "}
            <a href={withPrefix(prefix, "/privacy-policy")} className="underline">
              {t("blocks.video.privacy")}
            </a>
          </p>
          {hydrated && (
            <>
              <button
                type="button"
                onClick={load}
                className="rounded-md bg-white px-4 py-2 font-semibold text-neutral-900 hover:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              >
                {t("blocks.video.load")}
              </button>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={always}
                  onChange={(event) => setAlways(event.target.checked)}
                  className="size-4"
                />
                {t("blocks.video.always")}
              </label>
            </>
          )}
          <a href={video.watchUrl} className="text-sm underline" target="_blank" rel="noopener noreferrer">
            {t("blocks.video.watch", { provider })}
          </a>
        </div>
      ) : (
        <div className="aspect-video overflow-hidden rounded-md bg-neutral-900">
          <iframe
            ref={player}
            src={playing === "clicked" ? video.embedUrl : video.embedUrl.replace("autoplay=1", "autoplay=0")}
            title={title}
            className="size-full"
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
      {caption && <figcaption className="mt-2 text-sm text-neutral-700">{caption}</figcaption>}
    </figure>
  );
}
