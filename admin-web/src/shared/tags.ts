import { useQuery } from '@tanstack/react-query';
import { CATALOG_ROUTES } from '@artshop/contracts';
import type { TagWithCount } from '@artshop/contracts';

// The categories' key and read are libs/ui's (the storefront reads them too); tags are the back office's own.
export const tagKeys = {
  all: [CATALOG_ROUTES.listTags.path] as const,
};

/** The tags, each with its number of products (the categories screen and the product form's tag picker). */
export function useTags() {
  return useQuery<TagWithCount[]>({ queryKey: tagKeys.all });
}
