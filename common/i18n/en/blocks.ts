/** English texts of the block documents of the page editor (docs/blocks.md). */

/** Error keys of page content (common/errors.ts), spread into errors. */
export const blockErrorTexts = {
  editorSaveConflict:
    "Someone else saved this page in the meantime. Reload the page to see their version, then make your changes again.",
  blocksDocumentTooLarge:
    "The page content is too large (at most {maxKilobytes, number} KB). Remove blocks or shorten texts.",
  blocksSchemaUnsupported: "This page content was made by a newer version of the shop and cannot be used here.",
  blockSnapshotNotFound: "This version of the page no longer exists.",
} as const;

/** Field messages of the block document schema (common/blocks), spread into validation. */
export const blockValidationTexts = {
  linkInvalid: "Enter a link that starts with https://, http://, /, #, mailto: or tel:.",
  imageInvalid: "Choose an image from the media library or enter an image address starting with https://.",
  tooManyBlocks: "There are too many blocks here.",
  columnWidths: "The column widths must add up to 12 or less.",
  duplicateBlockId: "Two blocks have the same ID.",
  blockUnknown: "This block type does not exist.",
  carouselNeedsSlide: "A carousel needs at least one slide.",
  blockNotAllowedHere: "This block cannot be placed here.",
  videoUrl: "Enter the address of a YouTube or Vimeo video, starting with https://.",
  videoTitle: "Enter a title for the video: it names the video for screen readers.",
} as const;

/** What shoppers see of the blocks (app/features/blocks). */
export const blockTexts = {
  blocks: {
    carousel: {
      roleDescription: "carousel",
      label: "Highlights",
      slide: "slide",
      slideOf: "Slide {index, number} of {total, number}",
      previous: "Previous slide",
      next: "Next slide",
    },
    video: {
      notice: "Loading it sends data from your browser to {provider}.",
      privacy: "Privacy policy",
      load: "Load video",
      always: "Always load videos from YouTube and Vimeo",
      watch: "Watch on {provider}",
    },
  },
} as const;
