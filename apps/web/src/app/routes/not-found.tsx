import { CircleAlert } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';

/** Spec section 2: any unknown path. */
export function NotFoundRoute() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex gap-2">
            <CircleAlert className="size-8 text-danger" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">
            Did you forget to add the page to the router?
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
