import { useMe } from '../../features/auth/api/get-me';
import { EmployeeDirectory } from '../../features/employees/components/employee-directory';

export default function EmployeesRoute() {
  const me = useMe();
  return me.data ? <EmployeeDirectory user={me.data} /> : null;
}
