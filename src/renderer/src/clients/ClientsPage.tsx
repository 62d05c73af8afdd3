import { Route, Routes } from 'react-router';
import { ClientFormPage } from './ClientForm';
import { ClientList } from './ClientList';
import { ClientPage } from './ClientPage';

export function ClientsPage() {
  return (
    <Routes>
      <Route index element={<ClientList />} />
      <Route path="new" element={<ClientFormPage />} />
      <Route path=":id/edit" element={<ClientFormPage />} />
      <Route path=":id" element={<ClientPage />} />
    </Routes>
  );
}
