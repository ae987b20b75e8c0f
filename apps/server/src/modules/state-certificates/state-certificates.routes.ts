import type { FastifyInstance } from 'fastify';
import {
  createStateCertificateInputSchema,
  stateCertificateEmployeeParamsSchema,
  stateCertificateRecordSchema,
} from '@paylab/shared';
import { declareCertificateRoutes } from '../../lib/certificate-routes';
import { declareRoutes } from '../../lib/declare-routes';
import { refineCertificateValues } from '../../lib/state-certificates';
import { createStateCertificate } from './create-state-certificate';
import { getActiveStateCertificate, listStateCertificates } from './list-state-certificates';

/** Dated state withholding certificates, beside the W-4 routes and with their permissions. */
export async function stateCertificatesRoutes(app: FastifyInstance): Promise<void> {
  declareCertificateRoutes(declareRoutes(app, 'state-certificates'), app.db, {
    path: '/api/state-certificates',
    params: stateCertificateEmployeeParamsSchema,
    body: createStateCertificateInputSchema.superRefine(refineCertificateValues),
    certificate: stateCertificateRecordSchema,
    summaries: {
      create: "Record a state withholding certificate for the employee's work state",
      list: "An employee's state certificates, newest first, each with its status today",
      active: "The work state's certificate in force today, or null: the state's defaults apply",
    },
    create: createStateCertificate,
    list: listStateCertificates,
    getActive: getActiveStateCertificate,
  });
}
