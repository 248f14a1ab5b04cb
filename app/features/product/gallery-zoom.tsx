import { Button, Dialog, Modal, ModalOverlay } from "react-aria-components";
import type { KeyboardEvent } from "react";
import { itemImageUrl } from "#common/media.ts";
import type { ProductImage } from "#server/modules/catalog/product-images.ts";
import { useT } from "~/lib/i18n.tsx";

/**
 * The full-size image in a modal dialog (react-aria: focus kept inside, Esc and a click
 * outside close it, focus returns to the image button). Arrow keys move on here too.
 */
export function GalleryZoom({
  isOpen,
  onOpenChange,
  image,
  alt,
  position,
  onStep,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  image: ProductImage;
  alt: string;
  position: { index: number; count: number };
  onStep: (step: 1 | -1) => void;
}) {
  const t = useT();
  const onKeyDown = (event: KeyboardEvent) => {
    if (position.count < 2) return;
    if (event.key === "ArrowRight") onStep(1);
    else if (event.key === "ArrowLeft") onStep(-1);
  };
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 p-4"
    >
      <Modal className="flex max-h-full w-full max-w-6xl flex-col">
        <Dialog
          aria-label={t("product.zoomTitle", { alt })}
          className="relative flex max-h-[calc(100vh-2rem)] flex-col rounded-lg bg-white p-4 outline-none"
        >
          {/* Arrow keys pressed on the buttons inside bubble up to here; the wrapper takes no focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
          <div onKeyDown={onKeyDown} className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-center justify-between gap-4 pb-3">
              <p className="text-sm text-neutral-800">{t("product.imagePosition", position)}</p>
              <Button
                slot="close"
                className="rounded-md border border-neutral-400 px-4 py-2 font-semibold text-neutral-900 hover:bg-neutral-100"
              >
                {t("product.closeZoom")}
              </Button>
            </div>
            <picture className="flex min-h-0 flex-1 justify-center">
              <source type="image/avif" srcSet={itemImageUrl(image.fileName, "full", "avif")} />
              <source type="image/webp" srcSet={itemImageUrl(image.fileName, "full", "webp")} />
              <img
                src={itemImageUrl(image.fileName, "full", "jpg")}
                alt={alt}
                width={image.width}
                height={image.height}
                className="max-h-[calc(100vh-8rem)] w-auto object-contain"
              />
            </picture>
            {position.count > 1 && (
              <div className="flex justify-center gap-4 pt-3">
                <Button
                  onPress={() => onStep(-1)}
                  className="rounded-md border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100"
                >
                  {t("product.previousImage")}
                </Button>
                <Button
                  onPress={() => onStep(1)}
                  className="rounded-md border border-neutral-400 px-4 py-2 font-semibold hover:bg-neutral-100"
                >
                  {t("product.nextImage")}
                </Button>
              </div>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
