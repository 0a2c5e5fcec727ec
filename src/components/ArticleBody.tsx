import { Lightbulb } from "lucide";
import type { ArticleBlock } from "../content/article-types";
import { Icon } from "./Icon";

/** Renders an article's typed blocks as semantic elements; text is always text, never markup. */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="space-y-6 text-lg leading-relaxed">
      {blocks.map((block, index) => (
        // Blocks never move, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.kind) {
    case "heading":
      return <h2 className="pt-6 text-2xl font-extrabold tracking-tight sm:text-3xl">{block.text}</h2>;
    case "subheading":
      return <h3 className="pt-2 text-xl font-bold">{block.text}</h3>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const List = block.ordered ? "ol" : "ul";
      return (
        <List className={`space-y-2 pl-6 ${block.ordered ? "list-decimal" : "list-disc"} marker:text-leaf`}>
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              {item}
            </li>
          ))}
        </List>
      );
    }
    case "highlight":
      return (
        <aside aria-label={block.title} className="rounded-card border-l-8 border-lime bg-tint p-6">
          <p className="flex items-center gap-2 font-bold">
            <Icon icon={Lightbulb} className="size-5 text-leaf" />
            {block.title}
          </p>
          <p className="mt-2">{block.text}</p>
        </aside>
      );
  }
}
