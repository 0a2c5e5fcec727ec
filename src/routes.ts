import { index, type RouteConfig, route } from "@react-router/dev/routes";

const publicRoutes = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
];

// The component gallery is a review tool: it exists in the dev server and in
// mock mode, never in a production build.
const galleryRoutes = process.env.NODE_ENV === "production" ? [] : [route("galerii", "routes/gallery.tsx")];

export default [...publicRoutes, ...galleryRoutes, route("*", "routes/not-found.tsx")] satisfies RouteConfig;
