import { type IconNode, Sparkles, UserRound, UsersRound } from "lucide";
import { type ValueCard, values } from "../content/about";
import { Icon } from "./Icon";

const icons: Record<ValueCard["icon"], IconNode> = {
  person: UserRound,
  sparkles: Sparkles,
  community: UsersRound,
};

export function ValueCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {values.map((value) => {
        const icon = icons[value.icon];
        return (
          <li key={value.title} className="rounded-card border border-line bg-paper p-8 shadow-card">
            <Icon icon={icon} className="size-12 rounded-2xl bg-lime p-2.5 text-ink" />
            <h3 className="mt-6 text-xl font-bold">{value.title}</h3>
            <p className="mt-3 text-muted">{value.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
