import { NotFound } from "../components/NotFound";

export const meta = () => [{ title: "Komponentide galerii" }, { name: "robots", content: "noindex" }];

export default function GalleryPage() {
  return (
    <main className="bg-neutral-100 p-8">
      <h1 className="text-2xl font-bold">Komponentide galerii</h1>
      <NotFound kind="page" />
    </main>
  );
}
