import type { FastifyInstance } from 'fastify';
import { createW4InputSchema, w4EmployeeParamsSchema, w4FormSchema } from '@paylab/shared';
import { declareCertificateRoutes } from '../../lib/certificate-routes';
import { declareRoutes } from '../../lib/declare-routes';
import { createW4Form } from './create-w4-form';
import { getActiveW4Form, listW4Forms } from './list-w4-forms';

export async function w4Routes(app: FastifyInstance): Promise<void> {
  declareCertificateRoutes(declareRoutes(app, 'w4'), app.db, {
    path: '/api/w4',
    params: w4EmployeeParamsSchema,
    body: createW4InputSchema,
    certificate: w4FormSchema,
    create: createW4Form,
    list: listW4Forms,
    getActive: getActiveW4Form,
  });
}
