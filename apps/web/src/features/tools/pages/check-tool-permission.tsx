import { checkToolPermission } from '@course/contracts/tools-shell';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';

/**
 * checkToolPermission: the entry the tools app and the toolbox open with `toolCode`. The gate asks the server;
 * an open tool goes on to its own route (replacing this entry), a locked or removed one stays with its state.
 */
export default function CheckToolPermissionPage() {
  const [params] = useSearchParams();
  const toolCode = params.get('toolCode') ?? params.get('code') ?? '';
  if (!toolCode) return <EmptyState text="没有指定要打开的工具" />;
  return (
    <ToolGate toolCode={toolCode}>
      <GoOn toolCode={toolCode} />
    </ToolGate>
  );
}

function GoOn(props: { toolCode: string }) {
  const navigate = useAppNavigate();
  const permission = useCall(checkToolPermission, { toolCode: props.toolCode });
  const route = permission.data?.routeName;
  useEffect(() => {
    if (route) navigate(getHref(route), { replace: true });
  }, [route, navigate]);
  return <main className="tl-page" data-testid="tools-permission-open" />;
}
