import { Box, Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Login, useLogin, useNavigate } from 'react-admin';
import type { CodeStepResult, PasswordStepResult, TotpEnrolment } from '../providers/auth-provider';
import { SignInCard, SignInField, SignInMessage, useSignInStep } from './SignInCard';
import { useStaffAuth } from './use-staff-auth';

type Stage =
  | { kind: 'password' }
  | { kind: 'enrol'; challengeToken: string; enrolment: TotpEnrolment }
  | { kind: 'code'; challengeToken: string }
  | { kind: 'recovery-codes'; codes: string[] };

/** Staff sign-in: password, then TOTP (set up on the first sign-in, when the recovery codes are shown once). */
export function LoginPage() {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  return (
    <Login>
      {stage.kind === 'password' && <PasswordStep onNext={setStage} />}
      {stage.kind === 'enrol' && (
        <CodeStep
          challengeToken={stage.challengeToken}
          enrolment={stage.enrolment}
          onRecoveryCodes={(codes) => setStage({ kind: 'recovery-codes', codes })}
          onRestart={() => setStage({ kind: 'password' })}
        />
      )}
      {stage.kind === 'code' && (
        <CodeStep
          challengeToken={stage.challengeToken}
          onRecoveryCodes={(codes) => setStage({ kind: 'recovery-codes', codes })}
          onRestart={() => setStage({ kind: 'password' })}
        />
      )}
      {stage.kind === 'recovery-codes' && <RecoveryCodesStep codes={stage.codes} />}
    </Login>
  );
}

function PasswordStep({ onNext }: { onNext: (stage: Stage) => void }) {
  const login = useLogin();
  const auth = useStaffAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, busy, setError, attempt } = useSignInStep();

  const submit = () => {
    if (!email.trim() || !password) return setError('Enter your email and password.');
    return attempt(async () => {
      const { step, challengeToken } = (await login({ email: email.trim(), password })) as PasswordStepResult;
      if (step === 'enrol')
        onNext({ kind: 'enrol', challengeToken, enrolment: await auth.startEnrolment(challengeToken) });
      else onNext({ kind: 'code', challengeToken });
    });
  };

  return (
    <SignInCard title="Staff sign-in" error={error} submitLabel="Continue" busy={busy} onSubmit={submit}>
      <SignInField label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
      <SignInField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
    </SignInCard>
  );
}

interface CodeStepProps {
  challengeToken: string;
  /** Present on the first sign-in: the secret to add to an authenticator app before typing its first code. */
  enrolment?: TotpEnrolment;
  onRecoveryCodes: (codes: string[]) => void;
  onRestart: () => void;
}

function CodeStep({ challengeToken, enrolment, onRecoveryCodes, onRestart }: CodeStepProps) {
  const login = useLogin();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [value, setValue] = useState('');
  const { error, busy, setError, attempt } = useSignInStep();

  const submit = () => {
    const typed = value.replace(/\s/g, '');
    if (!useRecoveryCode && !/^\d{6}$/.test(typed))
      return setError('Enter the 6-digit code from your authenticator app.');
    if (useRecoveryCode && !typed) return setError('Enter one of your recovery codes.');
    return attempt(async () => {
      const result = (await login(
        useRecoveryCode ? { challengeToken, recoveryCode: typed } : { challengeToken, code: typed },
      )) as CodeStepResult | undefined;
      if (result?.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
    });
  };
  const intro = enrolment ? (
    <>
      <Typography variant="body2" gutterBottom>
        Two-step sign-in protects the console. Scan this QR code with an authenticator app (or type the secret key),
        then enter the 6-digit code it shows.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <img
          src={enrolment.qrCodeDataUrl}
          alt="QR code to add Blood Match to an authenticator app"
          width={180}
          height={180}
        />
      </Box>
      <Typography variant="body2">
        Secret key:{' '}
        <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {enrolment.secret}
        </Box>
      </Typography>
    </>
  ) : (
    <Typography variant="body2">
      {useRecoveryCode
        ? 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.'
        : 'Enter the 6-digit code from your authenticator app.'}
    </Typography>
  );

  return (
    <SignInCard
      title={enrolment ? 'Set up two-step sign-in' : 'Two-step sign-in'}
      intro={intro}
      error={error}
      submitLabel={enrolment ? 'Confirm and sign in' : 'Sign in'}
      busy={busy}
      onSubmit={submit}
      footer={
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
          {!enrolment && (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => (setUseRecoveryCode(!useRecoveryCode), setValue(''))}
            >
              {useRecoveryCode ? 'Use a code from the app' : 'Use a recovery code'}
            </Link>
          )}
          <Link component="button" type="button" variant="body2" onClick={onRestart}>
            Start again
          </Link>
        </Box>
      }
    >
      <SignInField
        label={useRecoveryCode ? 'Recovery code' : '6-digit code'}
        value={value}
        onChange={setValue}
        autoComplete="one-time-code"
        numeric={!useRecoveryCode}
        autoFocus
      />
    </SignInCard>
  );
}

function RecoveryCodesStep({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  return (
    <SignInMessage title="Save your recovery codes">
      <Typography variant="body2" gutterBottom>
        If you lose your authenticator app, each of these codes signs you in once. They are shown only now: keep them
        somewhere safe.
      </Typography>
      <Box component="ul" aria-label="Recovery codes" sx={{ fontFamily: 'monospace', columns: 2, pl: 3 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" fullWidth onClick={() => navigate('/')}>
        I have saved them, open the console
      </Button>
    </SignInMessage>
  );
}
