import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { DeliveryPromiseLine } from './DeliveryPromiseLine';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: calc(${theme.radius} * 1.5);
  padding: clamp(${space(8)}, 6vw, ${space(16)}) clamp(${space(5)}, 5vw, ${space(14)});
  color: ${theme.colors.onAccent};
  background:
    radial-gradient(circle at 85% 20%, ${theme.colors.bannerShine} 0 18%, transparent 19%),
    radial-gradient(circle at 95% 90%, ${theme.colors.bannerShineFaint} 0 25%, transparent 26%),
    linear-gradient(120deg, ${theme.colors.bannerDeep} 0%, ${theme.colors.bannerMid} 45%, ${theme.colors.accent} 100%);
  box-shadow: ${theme.shadow};
`;

const Eyebrow = styled.p`
  margin: ${space(0, 0, 2)};
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${theme.fontSize[80]};
  font-weight: 700;
  color: ${theme.colors.bannerEyebrow};
`;

const Title = styled.h1`
  margin: 0;
  max-width: 18ch;
  font-size: clamp(${theme.fontSize[190]}, 5vw, ${theme.fontSize[300]});
  line-height: 1.1;
`;

const Lead = styled.p`
  margin: ${space(4, 0, 7)};
  max-width: 46ch;
  font-size: ${theme.fontSize[105]};
  color: ${theme.colors.bannerText};
`;

const Cta = styled(Link)`
  display: inline-block;
  padding: ${space(3.2, 6.4)};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.card};
  color: ${theme.colors.accentHover};
  font-weight: 700;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.accentSoft};
  }
`;

export function Banner() {
  return (
    <Hero aria-labelledby="banner-title">
      <Eyebrow>Karibu! Shop Kenya online</Eyebrow>
      <Title id="banner-title">Everything you need, delivered across Kenya</Title>
      <Lead>
        Great prices in Kenyan shillings from trusted local brands and sellers.
        <DeliveryPromiseLine />
      </Lead>
      <Cta to="/shop">Start shopping</Cta>
    </Hero>
  );
}
