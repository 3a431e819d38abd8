import { TriangleAlert } from 'lucide-react';
import type { PageName } from '@artshop/contracts';
import { Button, Card, Skeleton, Switch, getErrorMessage, isPageEnabled, toast, usePageSettings } from '@artshop/ui';
import { PAGE_LABELS, useSetPageEnabled } from '../page-settings';

/**
 * A page editor's enable switch: whether the page is on the live site, as saved (PUT
 * /api/page-settings/{page}). A page switched off leaves the storefront's menus, footer and sitemap
 * and its address answers the not-found page; the orange notice says so while it is off.
 */
export function PageEnableSwitch({
  page,
  offNotice,
}: {
  page: PageName;
  /** What switching this page off does, where it is not the usual (home opens the shop instead of a 404). */
  offNotice?: string;
}) {
  const label = PAGE_LABELS[page];
  const settings = usePageSettings();
  const save = useSetPageEnabled({
    onSuccess: (_saved, { enabled }) => {
      toast({
        variant: 'success',
        title: enabled ? `${label} page enabled` : `${label} page disabled`,
        description: enabled ? `The ${label} page is on the live site again.` : `The ${label} page no longer appears on the live site.`,
      });
    },
    onError: (error) => {
      const detail = getErrorMessage(error, '');
      toast({
        variant: 'destructive',
        title: 'Failed to update the page. Please try again.',
        description: detail && !detail.startsWith('Something went wrong') ? detail : undefined,
      });
    },
  });

  if (settings.isLoading) return <Skeleton className="mt-6 h-20 w-full" />;
  if (settings.error) {
    return (
      <Card className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-3 p-4" role="alert">
          <p className="text-sm">Could not read whether the {label} page is enabled.</p>
          <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  }

  // While a change is saved, the switch shows the state asked for.
  const enabled = save.isPending && save.variables ? save.variables.enabled : isPageEnabled(settings.data, page);
  const id = `page-enabled-${page}`;
  return (
    <Card className="mt-6" data-testid={`page-switch-${page}`} data-enabled={enabled}>
      <div className="flex items-center justify-between gap-4 p-4">
        <div className="min-w-0">
          <label htmlFor={id} className="font-medium">
            Show the {label} page on the live site
          </label>
          <p className="text-sm text-muted-foreground" id={`${id}-status`}>
            {enabled ? 'Enabled: visitors can open it from the menu.' : 'Disabled.'}
          </p>
        </div>
        <Switch
          id={id}
          checked={enabled}
          disabled={save.isPending}
          aria-describedby={`${id}-status`}
          onCheckedChange={(checked) => save.mutate({ page, enabled: checked })}
          data-testid={`page-enabled-switch-${page}`}
        />
      </div>
      {enabled ? null : (
        <div
          className="flex items-start gap-3 border-t border-orange-300 bg-orange-50 p-4 text-sm text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-100"
          data-testid="page-disabled-notice"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {offNotice ??
              'This page is disabled and will not appear on the live site: it is left out of the menus, the footer and the sitemap, and its address shows the page-not-found page.'}{' '}
            Your changes here are still saved.
          </p>
        </div>
      )}
    </Card>
  );
}
