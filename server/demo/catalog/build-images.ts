import type { Composition } from "#server/demo/product-art/product-svg.ts";
import { IMAGE_SIZE, productImageFileName } from "#server/demo/product-art/product-image.ts";
import type { ProductShape } from "#server/demo/product-art/product-shapes.ts";
import { artDirection } from "./art-direction.ts";
import { COLOURS } from "./attributes.ts";
import type { BuildContext, BuiltVariation } from "./build-context.ts";
import type { ProductDraft } from "./drafts.ts";
import type { Rng } from "./prng.ts";
import { slugify } from "./slug.ts";
import type { ColourKey, Text2 } from "./types.ts";

const MAX_IMAGES = 4;

const VIEW_SUFFIX: Record<Composition, Text2> = {
  0: ["", ""],
  1: [" – Detailansicht", " – detail view"],
  2: [" – in Szene gesetzt", " – styled"],
  3: [" – Stimmungsbild", " – mood shot"],
};

type Shot = { composition: Composition; colour: ColourKey | null; variationIds: number[] };

/**
 * Colour variations get one shot each; single-colour items a hero and sometimes a second
 * view. Every image costs about 70 ms of CPU to render and encode, and the whole seed has
 * a time budget, so the gallery stays lean.
 */
function plan(draft: ProductDraft, variations: readonly BuiltVariation[], rng: Rng): Shot[] {
  if (draft.colours.length > 1) {
    return draft.colours.slice(0, MAX_IMAGES).map((colour) => ({
      composition: 0,
      colour,
      variationIds: variations.filter((variation) => variation.colour === colour).map((variation) => variation.id),
    }));
  }
  const colour = draft.colours[0] ?? null;
  const extra = rng.chance(0.25) ? [rng.pick<Composition>([1, 2, 3])] : [];
  return [0 as Composition, ...extra].map((composition) => ({ composition, colour, variationIds: [] }));
}

export function buildImages(
  ctx: BuildContext,
  draft: ProductDraft,
  itemId: number,
  variations: readonly BuiltVariation[],
  groupShot: readonly { shape: ProductShape; colour: string }[] | null,
  rng: Rng,
): void {
  const { rows } = ctx;
  const direction = artDirection(draft.imageCategory);
  const shots: Shot[] = groupShot
    ? ([0, 3] as const)
        .slice(0, draft.itemType === "set" ? 2 : 1)
        .map((composition) => ({ composition, colour: null, variationIds: [] }))
    : plan(draft, variations, rng);
  shots.forEach((shot, position) => {
    const id = ctx.ids.image();
    const colourName = shot.colour ? COLOURS[shot.colour].name : null;
    const cleanName = slugify(
      colourName && draft.colours.length > 1 ? `${draft.name[0]} ${colourName[0]}` : draft.name[0],
    );
    const fileName = productImageFileName(cleanName, id);
    const inColour = (lang: 0 | 1) =>
      colourName && draft.colours.length > 1 ? (lang === 0 ? ` in ${colourName[0]}` : ` in ${colourName[1]}`) : "";
    rows.itemImages.push({
      id,
      itemId,
      fileName,
      cleanName,
      position,
      width: IMAGE_SIZE,
      height: IMAGE_SIZE,
      alt: {
        de: `${draft.name[0]}${inColour(0)}${VIEW_SUFFIX[shot.composition][0]}`,
        en: `${draft.name[1]}${inColour(1)}${VIEW_SUFFIX[shot.composition][1]}`,
      },
    });
    for (const variationId of shot.variationIds) rows.variationImages.push({ variationId, imageId: id });
    const products = groupShot ?? [
      { shape: draft.shape, colour: shot.colour ? COLOURS[shot.colour].hex : direction.accent },
    ];
    rows.imageJobs.push({
      fileName,
      spec: { products, palette: direction.palette, accent: direction.accent, composition: shot.composition, seed: id },
    });
  });
}
