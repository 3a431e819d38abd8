import { themeContrastProblems, type ThemeColors } from '@artshop/contracts';

/** Which text colours read too faintly on what they sit on, or that all of them read well; nothing while a code is being typed. */
export function ContrastReport({ colors }: { colors: ThemeColors | null }) {
  const problems = colors ? themeContrastProblems(colors) : [];
  return (
    <div role="status" aria-live="polite" data-testid="theme-contrast">
      {problems.length > 0 ? (
        <ul className="space-y-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {problems.map((problem) => (
            <li key={problem.label}>{problem.message}.</li>
          ))}
        </ul>
      ) : colors ? (
        <p className="text-sm text-muted-foreground">Every text colour reads at 4.5:1 or more on what it sits on (WCAG AA).</p>
      ) : null}
    </div>
  );
}
