import './before-schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { ThemeProvider, Toaster, createQueryClient } from '@artshop/ui';
import { App } from './App';
import './index.css';

const queryClient = createQueryClient();

// A data router, so an editor with unsaved changes can hold a move to another screen (useBlocker); App keeps its own route table.
const router = createBrowserRouter(
  [
    {
      path: '*',
      element: (
        <>
          <App />
          <Toaster />
        </>
      ),
    },
  ],
  { basename: '/admin' },
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
