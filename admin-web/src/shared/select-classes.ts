/** A native <select>'s look beside the back office's inputs (the small size of dialogs and toolbars). */
export const selectClasses =
  'h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60';
