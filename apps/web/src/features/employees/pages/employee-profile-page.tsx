import Alert from '@mui/material/Alert';
import { errorMessage } from '../../../api/api-error.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { EmployeeRecordView } from '../components/employee-record-view.tsx';
import { useOwnProfileQuery } from '../employees.api.ts';
import { EmployeeActions } from './employee-detail-page.tsx';

/** /admin/employees/profile: the signed-in employee's own record. */
export function EmployeeProfilePage() {
  const { data: record, error, isLoading } = useOwnProfileQuery();
  if (isLoading) return <PageLoader />;
  if (error || !record) return <Alert severity="error">{errorMessage(error)}</Alert>;
  return <EmployeeRecordView record={record} actions={<EmployeeActions record={record} />} />;
}
