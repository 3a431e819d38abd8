import { ImagePlus, MessageSquare, Plus, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@artshop/ui';
import { ADD_PRODUCT, UPLOAD_IMAGES } from '../figures';

/** Add Product, Upload Images (the product drawer on its Images tab) and View Messages. */
export function QuickActions() {
  const navigate = useNavigate();
  const actions: Array<[string, LucideIcon, string, string]> = [
    ['Add Product', Plus, ADD_PRODUCT, 'quick-add-product'],
    ['Upload Images', ImagePlus, UPLOAD_IMAGES, 'quick-upload-images'],
    ['View Messages', MessageSquare, '/messages', 'quick-view-messages'],
  ];
  return (
    <Card data-testid="quick-actions">
      <CardHeader className="pb-2">
        <CardTitle className="font-sans text-base font-semibold">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {actions.map(([label, Icon, to, testId]) => (
          <Button key={label} variant="outline" className="justify-start" onClick={() => void navigate(to)} data-testid={testId}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
