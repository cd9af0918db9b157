import HomeScreen from '../../../shell/screens/home-screen';
import { CommunityFeed } from '../components/community-feed';

/** /community (the Home tab): the home's greeting, learning, apps and where to start, with the community feed. */
export default function CommunityScreen() {
  return <HomeScreen feed={<CommunityFeed />} />;
}
