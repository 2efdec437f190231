import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useForm } from '@/lib/forms';
import { officerStorage } from '@/lib/officer-storage';
import {
  officerLoginInput,
  useEnrolOfficerAuthenticator,
  useOfficerLogIn,
  useVerifyOfficerCode,
  type OfficerEnrolment,
} from '../api/officer-sign-in';

type Stage =
  | { kind: 'password' }
  | { kind: 'code'; challengeToken: string; enrolment?: OfficerEnrolment }
  | { kind: 'recovery-codes'; codes: string[] };

/**
 * An officer's sign-in, as staff sign in: the password, then a code from an authenticator app (set up at the first
 * sign-in, when the recovery codes are shown once). `onSignedIn` runs once the session is stored.
 */
export function OfficerSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
  if (stage.kind === 'password') return <PasswordStep onNext={setStage} />;
  if (stage.kind === 'code')
    return (
      <CodeStep
        challengeToken={stage.challengeToken}
        enrolment={stage.enrolment}
        onRestart={() => setStage({ kind: 'password' })}
        onSignedIn={(codes) => (codes?.length ? setStage({ kind: 'recovery-codes', codes }) : onSignedIn())}
      />
    );
  return <RecoveryCodes codes={stage.codes} onDone={onSignedIn} />;
}

function StepTitle({ children }: { children: string }) {
  return (
    <Typography variant="h1" component="h1" sx={{ fontSize: { xs: 26, sm: 30 }, mb: 1 }}>
      {children}
    </Typography>
  );
}

function PasswordStep({ onNext }: { onNext: (stage: Stage) => void }) {
  const { t } = useTranslation('hospital-officer');
  const form = useForm({ email: '', password: '' });
  const logIn = useOfficerLogIn();
  const enrol = useEnrolOfficerAuthenticator();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(officerLoginInput);
    if (!data) return;
    try {
      const { step, challenge_token: challengeToken } = await logIn.mutateAsync(data);
      onNext({
        kind: 'code',
        challengeToken,
        enrolment: step === 'enrol' ? await enrol.mutateAsync(challengeToken) : undefined,
      });
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(error.errors);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepTitle>{t('login.title')}</StepTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('login.subtitle')}
      </Typography>
      <TextField label={t('auth:fields.email')} type="email" autoComplete="username" {...form.field('email')} />
      <TextField
        label={t('auth:fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={logIn.isPending || enrol.isPending}
      >
        {t('login.continue')}
      </Button>
    </Box>
  );
}

function CodeStep({
  challengeToken,
  enrolment,
  onRestart,
  onSignedIn,
}: {
  challengeToken: string;
  enrolment?: OfficerEnrolment;
  onRestart: () => void;
  onSignedIn: (recoveryCodes: string[] | undefined) => void;
}) {
  const { t } = useTranslation('hospital-officer');
  const verify = useVerifyOfficerCode();
  const [useRecoveryCode, setUseRecoveryCode] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.replace(/\s/g, '');
    if (!useRecoveryCode && !/^\d{6}$/.test(typed)) return setError(t('login.codeInvalid'));
    if (useRecoveryCode && !typed) return setError(t('login.recoveryEmpty'));
    setError(null);
    try {
      const signedIn = await verify.mutateAsync(
        useRecoveryCode
          ? { challenge_token: challengeToken, recovery_code: typed }
          : { challenge_token: challengeToken, code: typed },
      );
      officerStorage.signIn(signedIn.token, signedIn.officer);
      onSignedIn(signedIn.recovery_codes);
    } catch (caught) {
      if (caught instanceof ApiError) setError(Object.values(caught.errors)[0] ?? caught.message);
    }
  };

  let intro = t('login.codeIntro');
  if (enrolment) intro = t('login.enrolIntro');
  else if (useRecoveryCode) intro = t('login.recoveryIntro');
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepTitle>{enrolment ? t('login.enrolTitle') : t('login.codeTitle')}</StepTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {enrolment && (
        <Box sx={{ mb: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
            <img src={enrolment.qr_code_data_url} alt={t('login.qrAlt')} width={180} height={180} />
          </Box>
          <Typography variant="body2">
            {t('login.secret')}:{' '}
            <Box component="code" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {enrolment.secret}
            </Box>
          </Typography>
        </Box>
      )}
      <TextField
        label={useRecoveryCode ? t('login.recoveryCode') : t('login.code')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: useRecoveryCode ? {} : { inputMode: 'numeric', maxLength: 7 } }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 1 }} loading={verify.isPending}>
        {enrolment ? t('login.confirmAndSignIn') : t('login.signIn')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        {!enrolment && (
          <Link
            component="button"
            type="button"
            onClick={() => {
              setUseRecoveryCode(!useRecoveryCode);
              setValue('');
              setError(null);
            }}
          >
            {useRecoveryCode ? t('login.useApp') : t('login.useRecovery')}
          </Link>
        )}
        <Link component="button" type="button" onClick={onRestart}>
          {t('login.startAgain')}
        </Link>
      </Box>
    </Box>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('hospital-officer');
  return (
    <Box>
      <StepTitle>{t('login.recoveryTitle')}</StepTitle>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('login.recoveryText')}
      </Alert>
      <Box
        component="ul"
        aria-label={t('login.recoveryList')}
        sx={{ fontFamily: 'monospace', fontSize: 18, columns: 2, pl: 3, mb: 3 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" fullWidth onClick={onDone}>
        {t('login.recoverySaved')}
      </Button>
    </Box>
  );
}
