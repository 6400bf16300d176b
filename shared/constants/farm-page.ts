/** The limits of what a producer writes on the farm's public page (docs/farms.md). */
export const FARM_PAGE_LIMITS = {
  slugMin: 3,
  slugMax: 60,
  storyMax: 3000,
  photosMax: 6,
} as const;
