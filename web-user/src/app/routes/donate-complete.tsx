import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <AuthLayout>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h1" component="h1" sx={{ fontSize: 28, mt: 1 }}>
          Donation Received
        </Typography>
        <Typography sx={{ mt: 2 }} color="text.secondary">
          Thank you for supporting voluntary blood donation in Nigeria. A receipt is on its way to your email.
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
          Back to home
        </Button>
      </Box>
    </AuthLayout>
  );
}
