import type { Product } from '@artshop/contracts';
import { ConfirmDialog, getErrorMessage, toast } from '@artshop/ui';
import { useDeleteProduct } from '../hooks';

/**
 * Delete asks first; an ordered product is archived instead (kept for its orders), and the toast
 * says which of the two happened.
 */
export function DeleteProductDialog({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const remove = useDeleteProduct();
  const confirm = () => {
    if (!product) return;
    remove.mutate(product, {
      onSuccess: (answer) => {
        toast(
          answer?.archived
            ? { title: 'Product archived', description: answer.message }
            : { variant: 'success', title: 'Product deleted', description: `“${product.name}” has been deleted.` },
        );
        onClose();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Failed to delete product. Please try again.') }),
    });
  };
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete this product?"
      description={
        product ? <>“{product.name}” will be removed from the shop. If it has been ordered, it is archived instead, so its orders keep their history.</> : null
      }
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      destructive
      onConfirm={confirm}
      data-testid="delete-product-dialog"
    />
  );
}
