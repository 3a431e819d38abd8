import { PRODUCT_STATUSES, type CategoryWithCount } from '@artshop/contracts';
import { SearchBox } from '../../../shared/components/SearchBox';
import type { ProductListChoices } from '../hooks';
import { SORT_OPTIONS, statusLabel } from '../list-choices';
import { ListChoice } from './ListChoice';

/** Search, status, category and sort above the product list. */
export function ProductFilters({
  search,
  onSearch,
  choices,
  categories,
  onChoose,
}: {
  search: string;
  onSearch: (text: string) => void;
  choices: ProductListChoices;
  categories: Pick<CategoryWithCount, 'id' | 'slug' | 'name'>[];
  onChoose: (changes: Partial<ProductListChoices>) => void;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-end gap-4">
      <SearchBox
        id="product-search"
        label="Search products"
        placeholder="Search products…"
        value={search}
        onChange={onSearch}
        testId="product-search"
        className="w-full max-w-md"
      />
      <ListChoice label="Status" value={choices.status} onChange={(status) => onChoose({ status })} testId="product-status-filter">
        <option value="">Every status</option>
        {PRODUCT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabel(status)}
          </option>
        ))}
      </ListChoice>
      <ListChoice label="Category" value={choices.category} onChange={(category) => onChoose({ category })} testId="product-category-filter">
        <option value="">Every category</option>
        {categories.map((category) => (
          <option key={category.id} value={category.slug}>
            {category.name}
          </option>
        ))}
      </ListChoice>
      <ListChoice label="Sort by" value={choices.sort} onChange={(sort) => onChoose({ sort })} testId="product-sort">
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </ListChoice>
    </div>
  );
}
