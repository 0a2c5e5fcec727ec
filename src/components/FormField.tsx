import { type ComponentPropsWithRef, useId } from "react";

const controlClass =
  "mt-2 block w-full rounded-2xl border-2 border-line bg-paper px-4 py-3 text-lg text-ink transition focus:border-leaf";

type FormFieldProps = { label: string } & (
  | ({ multiline?: false } & ComponentPropsWithRef<"input">)
  | ({ multiline: true } & ComponentPropsWithRef<"textarea">)
);

/** A visible label above its control (an input, or a textarea when multiline). */
export function FormField({ label, multiline, ...control }: FormFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} {...(control as ComponentPropsWithRef<"textarea">)} className={controlClass} />
      ) : (
        <input id={id} {...(control as ComponentPropsWithRef<"input">)} className={controlClass} />
      )}
    </div>
  );
}
