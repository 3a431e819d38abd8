import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { productInputSchema, slugify, type Product, type ProductFormValues, type ProductInput } from '@artshop/contracts';
import { Button, Sheet, Tabs, TabsContent, TabsList, TabsTrigger, toast } from '@artshop/ui';
import { UnsavedChangesGuard, useDiscardGuard } from '../../../shared/components/UnsavedChanges';
import { MARKED_FIELDS_TOAST, reportSaveFailure, revealField } from '../../../shared/server-errors';
import { useSaveProduct } from '../hooks';
import { errorPaths, errorTabs, firstErrorField, toFormValues, type ProductTab } from '../product-form';
import { CategoriesTab } from './CategoriesTab';
import { ContentTab } from './ContentTab';
import { ImagesTab } from './ImagesTab';
import { PricingTab } from './PricingTab';

const TABS: ReadonlyArray<[ProductTab, string]> = [
  ['content', 'Content'],
  ['pricing', 'Pricing'],
  ['images', 'Images'],
  ['categories', 'Categories'],
];

/** The form, mounted each time the drawer opens, so it always starts from the product as stored. */
function ProductForm({
  product,
  initialTab,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  product: Product | null;
  initialTab: ProductTab;
  /** Saved: closes at once. */
  onDone: () => void;
  /** Cancel: asks first when something was typed. */
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productInputSchema),
    defaultValues: toFormValues(product),
    shouldFocusError: false,
  });
  const [tab, setTab] = useState<ProductTab>(initialTab);
  const [uploading, setUploading] = useState(false);
  // The slug follows the name until the admin types one (an edited product keeps a slug it chose).
  const [slugFollowsName, setSlugFollowsName] = useState(() => !product || product.slug === slugify(product.name));
  const save = useSaveProduct();
  const editing = product !== null;
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const followName = (name: string) => {
    if (slugFollowsName) form.setValue('slug', slugify(name), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const takeAiTitle = (title: string) => {
    form.setValue('name', title, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    followName(title);
  };

  /** Opens the tab of the first field with an error and brings it into view with the cursor in it. */
  const showFirstError = (paths: string[]) => {
    const first = firstErrorField(paths);
    if (!first) return;
    setTab(first.tab);
    revealField(form, first.path);
  };

  const onInvalid = (errors: FieldErrors<ProductFormValues>) => {
    const paths = errorPaths(errors);
    showFirstError(paths);
    const tabs = errorTabs(paths).map((value) => TABS.find(([tabValue]) => tabValue === value)![1]);
    toast({ ...MARKED_FIELDS_TOAST, description: tabs.length ? `See the ${tabs.join(' and ')} ${tabs.length > 1 ? 'tabs' : 'tab'}.` : undefined });
  };

  const onValid = (input: ProductInput) =>
    save.mutate(
      // Once it has tiers, its stock is theirs (the field shows their sum): the product keeps none of its own.
      { id: product?.id ?? null, input: input.pricingTiers.length ? { ...input, stock: 0 } : input },
      {
        onSuccess: () => {
          toast(
            editing
              ? { variant: 'success', title: 'Product updated', description: 'The product has been successfully updated.' }
              : { variant: 'success', title: 'Product added', description: 'The product has been successfully added to your catalog.' },
          );
          form.reset(toFormValues(null));
          onDone();
        },
        onError: (error) => {
          // The server's reasons go under their fields (the first one's tab opened); one that concerns no field is the toast's.
          const failed = editing ? 'Failed to update product. Please try again.' : 'Failed to add product. Please try again.';
          showFirstError(reportSaveFailure(form, error, { failed, conflictFields: ['slug', 'sku'], reveal: false }));
        },
      },
    );
  const invalidTabs = errorTabs(errorPaths(form.formState.errors));

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="flex flex-1 flex-col"
        aria-label={editing ? `Edit ${product.name}` : 'Add product'}
        data-testid="product-form"
      >
        <Tabs value={tab} onValueChange={(value) => setTab(value as ProductTab)} className="flex flex-1 flex-col">
          {/* Actions at the top: the toasts appear at the bottom and would cover them. */}
          <div className="sticky top-0 z-10 space-y-3 border-b border-border bg-background px-4 py-3">
            <div className="flex items-center justify-end gap-3">
              <p className="mr-auto text-sm text-muted-foreground" role="status">
                {uploading ? 'Waiting for the upload to finish…' : editing ? 'Changes show in the shop once saved.' : 'A new artwork, print or accessory.'}
              </p>
              <Button variant="ghost" size="sm" onClick={onCancel} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" size="sm" disabled={save.isPending || uploading} aria-busy={save.isPending} data-testid="product-save">
                {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
                {save.isPending ? 'Saving…' : editing ? 'Update Product' : 'Add Product'}
              </Button>
            </div>
            <TabsList className="grid w-full grid-cols-4">
              {TABS.map(([value, label]) => (
                <TabsTrigger key={value} value={value} data-testid={`tab-${value}`} data-invalid={invalidTabs.includes(value) || undefined}>
                  {label}
                  {invalidTabs.includes(value) ? (
                    <>
                      <span className="ml-1.5 size-2 rounded-full bg-destructive" aria-hidden="true" />
                      <span className="sr-only"> (needs correcting)</span>
                    </>
                  ) : null}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {/* Every tab stays mounted (hidden when not chosen) so its fields keep their errors and focus. */}
          <div className="flex-1 px-4 py-5">
            <TabsContent value="content" forceMount className="data-[state=inactive]:hidden">
              <ContentTab onNameChange={followName} onSlugEdited={(slug) => setSlugFollowsName(slug.trim() === '')} onAiTitle={takeAiTitle} />
            </TabsContent>
            <TabsContent value="pricing" forceMount className="data-[state=inactive]:hidden">
              <PricingTab />
            </TabsContent>
            <TabsContent value="images" forceMount className="data-[state=inactive]:hidden">
              <ImagesTab onBusyChange={setUploading} />
            </TabsContent>
            <TabsContent value="categories" forceMount className="data-[state=inactive]:hidden">
              <CategoriesTab />
            </TabsContent>
          </div>
        </Tabs>
      </form>
    </FormProvider>
  );
}

/** The Add/Edit Product drawer: 600 px on a desktop, the full width on a phone. */
export function ProductDrawer({
  open,
  product,
  initialTab = 'content',
  onOpenChange,
}: {
  open: boolean;
  product: Product | null;
  /** The tab it opens on: the dashboard's Upload Images opens a new product on its Images tab. */
  initialTab?: ProductTab;
  onOpenChange: (open: boolean) => void;
}) {
  // Whether the form holds unsaved changes: closing the drawer or leaving the screen asks first.
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard, dialog } = useDiscardGuard(dirty);
  const close = () => {
    setDirty(false);
    onOpenChange(false);
  };
  return (
    <>
      <Sheet
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : confirmDiscard(close))}
        side="right"
        title={product ? 'Edit Product' : 'Add Product'}
        widthClassName="w-full sm:w-[600px] sm:max-w-[600px]"
        initialFocus={initialTab === 'content' ? '#product-name' : undefined}
        data-testid="product-drawer"
      >
        {open ? <ProductForm product={product} initialTab={initialTab} onDone={close} onCancel={() => confirmDiscard(close)} onDirtyChange={setDirty} /> : null}
      </Sheet>
      <UnsavedChangesGuard dirty={open && dirty} />
      {dialog}
    </>
  );
}
