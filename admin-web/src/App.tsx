import { Route, Routes } from 'react-router-dom';
import { AdminGate } from './layout/AdminGate';
import { AdminLayout } from './layout/AdminLayout';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProductsPage } from './pages/ProductsPage';

/**
 * Admin route table (admin spec §2), under the router basename '/admin'. Screens not built yet
 * fall through to the not-found screen. Matching is case-insensitive (react-router's default).
 */
export function App() {
  return (
    <AdminGate>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<DashboardPage />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </AdminGate>
  );
}
