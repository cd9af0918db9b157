import { CommunityFeed } from '../../features/community/feed/components/community-feed';
import HomeScreen from '../../features/shell/screens/home-screen';

/** /community (the Home tab): the home's greeting, learning, apps and where to start, with the community feed. */
export default function CommunityScreen() {
  return <HomeScreen feed={<CommunityFeed />} />;
}
