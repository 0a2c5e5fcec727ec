/**
 * The site's public address. A build can set another with VITE_SITE_ORIGIN;
 * this module stays free of import.meta so the build config can read it too.
 */
export const DEFAULT_SITE_ORIGIN = "https://vormis.ee";

/** The stock-photo host; a build can point VITE_IMAGE_HOST at a stand-in (the benchmark does). */
export const DEFAULT_IMAGE_ORIGIN = "https://images.unsplash.com";
