import { NotFound } from "../components/NotFound";
import { notFoundPages } from "../content/not-found";
import { pageMeta } from "../lib/meta";

export const meta = () => [
  ...pageMeta({ title: notFoundPages.page.title, description: notFoundPages.page.text, path: "/404" }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return <NotFound kind="page" />;
}
