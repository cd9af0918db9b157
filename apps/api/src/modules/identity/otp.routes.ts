import { ZError } from '@ankur/shared/schemas/common';
import {
  ZAccepted,
  ZForgotPassword,
  ZGenerateOtp,
  ZResetPassword,
  ZSignup,
  ZSignupResult,
  ZVerifyOtp,
  ZVerifyOtpResult,
} from '@ankur/shared/schemas/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { access } from '../../plugins/access.ts';
import { forgotPassword, resetPassword, sendCodeOnRequest } from './password-reset.ts';
import { confirmSignupCode, registerAccount } from './registration.ts';

const tags = ['Auth'];
const errors = { 400: ZError, 429: ZError, 502: ZError };

/**
 * The e-mail-code calls of SPEC §7 (signup, generateOtp, verifyOtp) and the forgotten-password
 * pair. None of them tells whether an address is registered, except signup's 409.
 */
export const otpRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const ctx = () => ({ ...app.identity, brandName: app.config.brandName });

  app.post(
    '/auth/signup',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Create an account (SPEC §3 sign-up payload); a 6-digit code goes to the e-mail address',
        body: ZSignup,
        response: { 201: ZSignupResult, 409: ZError, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await registerAccount(db, ctx(), req.body, req.ip)),
  );

  app.post(
    '/auth/generateOtp',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Send a new code (type signup or reset_password); at most one a minute per address',
        body: ZGenerateOtp,
        response: { 202: ZAccepted, ...errors },
      },
    },
    async (req, reply) => {
      await sendCodeOnRequest(db, ctx(), req.body);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/auth/verifyOtp',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Confirm a sign-up code; a minor's parent is then asked for consent",
        body: ZVerifyOtp,
        response: { 200: ZVerifyOtpResult, ...errors },
      },
    },
    async (req) => {
      const { parentEmail } = await confirmSignupCode(db, { ...ctx(), origin: app.identity.origin }, req.body);
      if (parentEmail) return { verified: true as const, next: 'parental-consent' as const };
      return { verified: true as const, next: 'sign-in' as const };
    },
  );

  app.post(
    '/auth/forgotPassword',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'E-mail a password reset code (always accepted: no account enumeration)',
        body: ZForgotPassword,
        response: { 202: ZAccepted, ...errors },
      },
    },
    async (req, reply) => {
      await forgotPassword(db, ctx(), req.body.email);
      return reply.status(202).send({ accepted: true as const });
    },
  );

  app.post(
    '/auth/resetPassword',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed code; every session of the account ends',
        body: ZResetPassword,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await resetPassword(db, app.identity, req.body);
      return reply.status(204).send(null);
    },
  );
};
